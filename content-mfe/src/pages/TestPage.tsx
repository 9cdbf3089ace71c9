import { formatCents } from '@store/shared/rules';
import { usePageMeta } from '@store/shared';
import { useProviderProducts } from '../hooks/contentQueries.ts';
import '../styles/content.css';
import { ErrorState, LoadingState } from '@store/shared/ui';

/**
 * /test: products of the print provider. The original page called the provider from the browser
 * with its token in the bundle; this one asks our server, which holds the credential.
 */
export default function TestPage() {
  usePageMeta({ title: 'Provider Products', description: 'Products straight from the print provider, through our server.' });
  const { data, error, isPending, refetch } = useProviderProducts();
  return (
    <main className="content-page container page">
      <h1 className="page-title">Provider Products</h1>
      {isPending ? (
        <LoadingState label="Loading products…" />
      ) : error ? (
        <ErrorState text={`An error occurred: ${error.message}`} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className="muted">The print provider has no products yet.</p>
      ) : (
        <ul className="content-provider-grid">
          {data.map((p) => (
            <li key={p.id} className="card content-provider-card">
              {p.image && <img src={p.image} alt={p.title} width={300} height={300} loading="lazy" />}
              <h2>{p.title}</h2>
              <p className="content-provider-card__description">{p.description}</p>
              <p className="content-provider-card__price">{p.price === null ? 'Price not available' : formatCents(p.price)}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
