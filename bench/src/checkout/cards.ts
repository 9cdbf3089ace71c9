/** The sandbox gateway's approving test card (api/src/providers/payment/sandbox), expiry next year. */
export const sandboxCard = {
  cardNumber: '4111111111111111',
  expiry: `${new Date().getFullYear() + 1}-12`,
  cvv: '123',
};
