import { formatCents } from '@store/shared/rules';
import { DataTable, Modal } from '@store/shared/ui';
import { Link } from '@store/shared';
import { partnerOf, type MyOrder } from '../api/ordersApi.ts';

/** The items of one order (spec §2), or 'No items found for this order.' */
export function OrderItemsModal({ order, onClose }: { order: MyOrder | null; onClose: () => void }) {
  // the provider's final status: the items may be reviewed (the review page checks it again)
  const received = Boolean(order && order.status !== 'canceled' && partnerOf(order)?.status === 'fulfilled');
  return (
    <Modal open={Boolean(order)} title={order ? `Order #${order.orderId} items` : 'Order items'} onClose={onClose}>
      {order && !order.orderItems.length && <p>No items found for this order.</p>}
      {order && order.orderItems.length > 0 && (
        <DataTable
          rows={order.orderItems}
          rowKey={(i) => i.id}
          columns={[
            { header: 'Image', cell: (i) => <img src={i.productImage} alt={i.productTitle} width={48} height={48} /> },
            { header: 'Product', cell: (i) => i.productTitle },
            { header: 'Color', cell: (i) => i.color || '—' },
            { header: 'Size', cell: (i) => i.size || '—' },
            { header: 'Quantity', cell: (i) => i.quantity },
            { header: 'Price', cell: (i) => formatCents(i.price) },
            { header: 'Total', cell: (i) => formatCents(i.totalPrice) },
            ...(received ? [{ header: 'Review', cell: (i: MyOrder['orderItems'][number]) => <Link to={`/review/${encodeURIComponent(i.productId)}`} aria-label={`Write a review of ${i.productTitle}`}>Write a review</Link> }] : []),
          ]}
        />
      )}
    </Modal>
  );
}
