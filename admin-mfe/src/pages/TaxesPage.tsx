import { useState } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { DataTable } from '@store/shared/ui';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { TaxRegionForm } from '../components/TaxRegionForm.tsx';
import { deleteTaxRegion, fetchTaxRegions, taxRegionsKey, type AdminTaxRegion } from '../api/taxesApi.ts';

/**
 * /admin/taxes: the regions where the store collects tax, each with its rate and whether shipping is
 * taxed; add, edit, delete. A change applies to orders from then on: an order keeps the tax it was shown.
 */
export default function TaxesPage() {
  const regions = useQuery({ queryKey: taxRegionsKey, queryFn: fetchTaxRegions, staleTime: 0, retry: 1 });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminTaxRegion | null>(null);

  const removal = useMutation({ mutationFn: (id: number) => deleteTaxRegion(id) });

  async function remove(r: AdminTaxRegion) {
    if (!window.confirm(`Stop collecting tax in ${r.name}? Orders already placed keep their tax.`)) return;
    const reply = await removal.mutateAsync(r.id);
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    if (editing?.id === r.id) setEditing(null);
    await client.invalidateQueries({ queryKey: taxRegionsKey });
  }

  return (
    <AdminFrame title="Taxes">
      <p>
        The store collects tax where a region is listed: a state or region's own rate wins over its country's. Orders elsewhere are not taxed. A changed rate applies to new
        orders; an order keeps the tax it was shown.
      </p>
      <QueryView query={regions} loading="Loading the tax regions" failed="Could not load the tax regions">
        {(list) =>
          list.length === 0 ? (
            <p role="status">No tax regions: no order is taxed.</p>
          ) : (
            <DataTable<AdminTaxRegion>
              className="adm-taxes"
              rows={list}
              rowKey={(r) => r.id}
              columns={[
                { header: 'Region', cell: (r) => r.name },
                { header: 'Code', cell: (r) => [r.country, r.subdivision].filter(Boolean).join('-') },
                { header: 'Rate', cell: (r) => r.rate },
                { header: 'Shipping', cell: (r) => (r.shippingTaxed ? 'Taxed' : 'Not taxed') },
                {
                  header: 'Actions',
                  cell: (r) => (
                    <>
                      <button type="button" className="btn btn-outline" onClick={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
                        Edit
                      </button>{' '}
                      <button type="button" className="btn btn-outline" onClick={() => void remove(r)} aria-label={`Delete ${r.name}`}>
                        Delete
                      </button>
                    </>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
      {editing && <TaxRegionForm key={editing.id} region={editing} onDone={() => setEditing(null)} />}
      <TaxRegionForm region={null} onDone={() => {}} />
    </AdminFrame>
  );
}
