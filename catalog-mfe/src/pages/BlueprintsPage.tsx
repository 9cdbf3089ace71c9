import { useState } from 'react';
import { Link, useNavigate, useParams, useMutation, useQuery, useQueryClient, toast, printProvider, queryKeys, staleTimes, useSession, hrefs, productPath, usePageMeta, ErrorScreen } from '@store/shared';
import { Pagination, Spinner, useScrollToTopOnChange } from '@store/shared/ui';
import { fetchBlueprints, requestBlueprint, type Blueprint } from '../api/catalogApi.ts';
import { ZoomImage } from '../components/ZoomImage.tsx';
import '../styles/catalog.css';

function BlueprintGallery({ images, title }: { images: string[]; title: string }) {
  const [i, setI] = useState(0);
  if (!images.length) return null;
  const go = (d: number) => setI((x) => (x + d + images.length) % images.length);
  return (
    <div className="cat-bp-gallery">
      <ZoomImage key={images[i]} src={images[i]} alt={`${title} — image ${i + 1} of ${images.length}`} />
      {images.length > 1 && (
        <>
          <button type="button" className="cat-bp-gallery__prev" onClick={() => go(-1)} aria-label={`Previous image of ${title}`}>‹</button>
          <button type="button" className="cat-bp-gallery__next" onClick={() => go(1)} aria-label={`Next image of ${title}`}>›</button>
        </>
      )}
    </div>
  );
}

function BlueprintCard({ bp, designId }: { bp: Blueprint; designId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const request = useMutation({ mutationFn: (v: { blueprintId: number; designId: string; userId: string }) => requestBlueprint(v.blueprintId, v.designId, v.userId) });
  const state = bp.requestStatus === 'pending' || request.data?.success ? 'sent' : request.isPending ? 'sending' : 'idle';
  const send = async () => {
    if (!user) {
      toast.error('Please login to send a request.');
      navigate(hrefs.login());
      return;
    }
    const reply = await request.mutateAsync({ blueprintId: bp.id, designId, userId: String(user.id) });
    if (reply.success) {
      toast.success("Request sent! You'll receive an email within 1–15 hours.", { autoClose: 5000 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.blueprintsAll });
    } else {
      toast.error('Failed to send request.');
    }
  };
  return (
    <article className="cat-card">
      <BlueprintGallery images={bp.images} title={bp.title} />
      <div className="cat-card__body">
        <h3 className="cat-card__title">{bp.product ? <Link to={productPath(bp.product)}>{bp.title}</Link> : bp.title}</h3>
        <button type="button" className="btn btn-primary" onClick={send} disabled={state !== 'idle'}>
          {state === 'sent' ? 'Already Sent' : state === 'sending' ? 'Sending...' : 'Send Request'}
        </button>
      </div>
    </article>
  );
}

/** /{productId}/more-products: blueprints the design can go on, with custom-design requests. */
export default function BlueprintsPage() {
  const { productId = '' } = useParams();
  const [page, setPage] = useState(1);
  usePageMeta({ title: 'Want This Design on Other Products', description: 'Top blueprints to customize with this design.', canonical: `/${productId}/more-products` });
  const userId = useSession((s) => s.user?.id ?? null);
  const q = useQuery({
    queryKey: [...queryKeys.blueprints(printProvider(), page), productId, userId],
    queryFn: () => fetchBlueprints(page, productId),
    staleTime: staleTimes.blueprints,
  });
  useScrollToTopOnChange([page]);
  return (
    <main className="cat-page">
      <h1>Want This Design on Other Products</h1>
      <h2>Top Blueprints to Customize</h2>
      {q.isLoading ? (
        <div className="cat-center"><Spinner label="Loading blueprints" size="lg" /></div>
      ) : q.isError ? (
        <ErrorScreen message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <ul className="cat-grid" aria-label="Blueprints">
            {q.data!.data.map((bp) => (
              <li key={`${bp.id}-${bp.requestStatus ?? ''}`}><BlueprintCard bp={bp} designId={productId} /></li>
            ))}
          </ul>
          <Pagination currentPage={page} totalPages={q.data!.pagination.totalPages} onPageChange={setPage} variant="blueprint" label="Blueprint pages" />
        </>
      )}
    </main>
  );
}
