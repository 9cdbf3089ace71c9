import { formatCents } from '@store/shared/rules';
import { Modal } from '@store/shared/ui';
import type { MyOrder } from '../api/ordersApi.ts';

/** The items of one order (spec §2), or 'No items found for this order.' */
export function OrderItemsModal({ order, onClose }: { order: MyOrder | null; onClose: () => void }) {
  return (
    <Modal open={Boolean(order)} title={order ? `Order #${order.orderId} items` : 'Order items'} onClose={onClose}>
      {order && !order.orderItems.length && <p>No items found for this order.</p>}
      {order && order.orderItems.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Product</th>
                <th scope="col">Color</th>
                <th scope="col">Size</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((i) => (
                <tr key={i.id}>
                  <td>
                    <img src={i.productImage} alt={i.productTitle} width={48} height={48} />
                  </td>
                  <td>{i.productTitle}</td>
                  <td>{i.color || '—'}</td>
                  <td>{i.size || '—'}</td>
                  <td>{i.quantity}</td>
                  <td>{formatCents(i.price)}</td>
                  <td>{formatCents(i.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
