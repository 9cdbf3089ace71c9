import { useState } from 'react';
import { Link, useMutation, useQuery, useQueryClient, toast, queryKeys, useSession, hrefs, usePageMeta } from '@store/shared';
import { formatShortDate, refundedLabel } from '@store/shared/rules';
import { cancelOrder, deleteOrder, fetchOrders, partnerOf, type MyOrder } from '../api/ordersApi.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderItemsModal } from '../components/OrderItemsModal.tsx';
import { ConfirmCancelDialog, ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { OrderTotal } from '../components/OrderTotal.tsx';
import { DataTable, useIsMobile } from '@store/shared/ui';
import '../styles/orders.css';

const totalOf = (o: MyOrder) => o.chargeableAmount ?? o.totalAmount;
const dateOf = (o: MyOrder) => formatShortDate(o.createdAt);

/** /orders: the shopper's orders with status colours and actions (spec §2, §4, §8). */
export default function OrdersPage() {
  usePageMeta({ title: 'My Orders', description: 'Your orders, their status and tracking.', canonical: '/orders' });
  const user = useSession((s) => s.user);
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const orders = useQuery({ queryKey: queryKeys.orders, queryFn: fetchOrders, enabled: Boolean(user), staleTime: 0, retry: 1, refetchInterval: 15_000 });
  const [viewing, setViewing] = useState<MyOrder | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [canceling, setCanceling] = useState<MyOrder | null>(null);
  const remove = useMutation({ mutationFn: (orderId: number) => deleteOrder(orderId) });
  const cancel = useMutation({ mutationFn: (orderId: number) => cancelOrder(orderId) });
  const busy = remove.isPending || cancel.isPending;
  const [reported, setReported] = useState(false);

  if (orders.isError && !reported) {
    setReported(true);
    toast.error('Failed to fetch orders');
  }

  async function confirmDelete() {
    if (deleting === null) return;
    try {
      const reply = await remove.mutateAsync(deleting);
      if (!reply.success) {
        toast.error(reply.message || 'Failed to delete order');
        return;
      }
      queryClient.setQueryData<MyOrder[]>(queryKeys.orders, (list) => (list ?? []).filter((o) => o.orderId !== deleting));
      toast.success('Order deleted successfully');
      setDeleting(null);
    } catch {
      toast.error('Error deleting order');
    }
  }

  async function confirmCancel() {
    if (!canceling) return;
    const reply = await cancel.mutateAsync(canceling.orderId);
    if (!reply.success) {
      toast.error(reply.message || 'Failed to cancel the order');
      return;
    }
    toast.success(reply.message);
    setCanceling(null);
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
  }

  if (!user) {
    return (
      <main className="container page">
        <h1 className="page-title">My Orders</h1>
        <p>Please log in to view your orders.</p>
        <Link className="btn btn-primary" to="/login">
          Login
        </Link>
      </main>
    );
  }

  const list = orders.data ?? [];
  const actions = (o: MyOrder) => <OrderActions order={o} mobile={mobile} onView={() => setViewing(o)} onDelete={() => setDeleting(o.orderId)} onCancel={() => setCanceling(o)} />;

  return (
    <main className="container page">
      <h1 className="page-title">My Orders</h1>
      {orders.isLoading ? (
        <p role="status">Loading orders...</p>
      ) : !list.length ? (
        <p>No orders found.</p>
      ) : mobile ? (
        <ul className="ord-cards">
          {list.map((o) => (
            <li key={o.orderId} className="card ord-card">
              <dl>
                <dt>Order ID</dt>
                <dd>#{o.orderId}</dd>
                <dt>Date</dt>
                <dd>{dateOf(o)}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={o.status} partnerStatus={partnerOf(o)?.status ?? null} />
                </dd>
                <dt>Total</dt>
                <dd>
                  <OrderTotal cents={totalOf(o)} refunded={refundedLabel(o)} />
                </dd>
              </dl>
              {actions(o)}
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          rows={list}
          rowKey={(o) => o.orderId}
          columns={[
            { header: 'Order ID', cell: (o) => `#${o.orderId}` },
            { header: 'Date', cell: (o) => dateOf(o) },
            { header: 'Status', cell: (o) => <StatusBadge status={o.status} partnerStatus={partnerOf(o)?.status ?? null} /> },
            { header: 'Total', cell: (o) => <OrderTotal cents={totalOf(o)} refunded={refundedLabel(o)} /> },
            { header: 'Actions', cell: (o) => actions(o) },
          ]}
        />
      )}
      <div className="ord-footer">
        {!orders.isLoading && <p>Showing {list.length} order(s)</p>}
        <Link className="btn btn-outline" to={hrefs.shop()}>
          Continue Shopping
        </Link>
      </div>
      <OrderItemsModal order={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog orderId={deleting} busy={busy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      <ConfirmCancelDialog orderId={canceling?.orderId ?? null} paid={canceling?.paymentStatus === 'paid'} busy={busy} onConfirm={confirmCancel} onCancel={() => setCanceling(null)} />
    </main>
  );
}
