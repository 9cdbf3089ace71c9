import { useState, type FormEvent } from 'react';
import { Link, hrefs, toast, useQuery, useQueryClient, useSearchParams, useMutation } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { DataTable, Pagination } from '@store/shared/ui';
import { adminKeys, fetchAdminProducts, setHidden, type AdminProduct } from '../api/adminApi.ts';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { CatalogueSync } from '../components/CatalogueSync.tsx';
import { HomeSections } from '../components/HomeSections.tsx';
import { CompareAtPriceForm } from '../components/CompareAtPriceForm.tsx';

/** /admin/catalogue: sync now, find products, hide/show them, set their compare-at prices, choose the home sections. */
export default function CataloguePage() {
  return (
    <AdminFrame title="Catalogue">
      <div className="stack">
        <CatalogueSync />
        <ProductFinder />
        <HomeSections />
      </div>
    </AdminFrame>
  );
}

function ProductFinder() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const queryClient = useQueryClient();
  const products = useQuery({ queryKey: adminKeys.products(q, page), queryFn: () => fetchAdminProducts(q, page), staleTime: 0, retry: 1 });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const visibility = useMutation({ mutationFn: (v: { productId: string; hidden: boolean }) => setHidden(v.productId, v.hidden) });
  async function toggle(p: AdminProduct) {
    const reply = await visibility.mutateAsync({ productId: p.productId, hidden: !p.hidden });
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
  }

  return (
    <section className="card stack" aria-labelledby="products-title">
      <h2 id="products-title">Products</h2>
      <form method="post" role="search" aria-label="Find products" className="adm-inline" onSubmit={search}>
        <label htmlFor="product-q" className="visually-hidden">
          Title or product id
        </label>
        <input id="product-q" type="search" placeholder="Title or product id" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          Find
        </button>
      </form>
      <QueryView query={products} loading="Loading products" failed="Could not load the products">
        {(data) => data.rows.length === 0 ? (
        <p role="status">No product matches “{q}”.</p>
      ) : (
        <>
          <p className="muted" role="status">
            {data.total} products
          </p>
          <DataTable<AdminProduct>
            rows={data.rows}
            rowKey={(p) => p.productId}
            columns={[
              { header: 'Product', cell: (p) => (p.hidden ? p.title : <Link to={hrefs.product({ category: p.category, title: p.title, productId: p.productId })}>{p.title}</Link>) },
              { header: 'Id', cell: (p) => <code>{p.productId}</code> },
              { header: 'Price', cell: (p) => formatCents(p.priceCents) },
              // keyed by the stored value: the field starts again from what the server holds after a save
              { header: 'Compare-at price', cell: (p) => <CompareAtPriceForm key={`${p.productId}-${p.compareAtCents}`} product={p} /> },
              { header: 'In the shop', cell: (p) => (p.hidden ? 'Hidden' : 'Shown') },
              {
                header: 'Actions',
                hideHeader: true,
                cell: (p) => (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => void toggle(p)} aria-label={`${p.hidden ? 'Show' : 'Hide'} ${p.title}`}>
                    {p.hidden ? 'Show' : 'Hide'}
                  </button>
                ),
              },
            ]}
          />
          <Pagination currentPage={page} totalPages={data.totalPages} onPageChange={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })} label="Product pages" />
        </>
      )}
      </QueryView>
    </section>
  );
}
