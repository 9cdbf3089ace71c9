/** Client-side fallback messages of spec §8, stated once. */
export const messages = {
  getFailed: 'Unable to load data at the moment. Please try again later.',
  postFailed: 'An error occurred while processing your request.',
  cartUpdateFailed: 'Failed to update cart. Please try again later.',
  // spec §8: the quantity, tax, billing and place-order calls all fall back to this one text
  checkoutStepFailed: 'Failed to update cart quantity. Please try again later.',
  orderDetailsFailed: 'Failed to get order details. Please try again later.',
  searchFailed: 'Failed to search products. Please try again later.',
  deleteOrderFailed: 'Failed to delete order',
  subscribeFailed: 'Failed to subscribe to newsletter.',
  offline: 'You are currently offline. Please check your internet connection.',
  paymentFailed: 'Payment processing failed. Please try again.',
} as const;
