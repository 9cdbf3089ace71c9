/**
 * The browser side of card tokenization: the card goes from the page straight to the gateway's
 * tokenizer (a script from the gateway's own origin) and only the one-time token comes back for
 * the store. Which tokenizer is the store's configuration (GET /api/payment/config).
 */
export interface TokenizerConfig {
  /** the script's browser interface; 'dispatch-data': a global Accept.dispatchData(secureData, callback) */
  kind: 'dispatch-data';
  scriptUrl: string;
  apiLoginId: string;
  /** public: made to be sent with the card */
  clientKey: string;
}

export interface CardForTokenizer {
  cardNumber: string;
  /** MM */
  month: string;
  /** YYYY */
  year: string;
  cardCode: string;
  fullName: string;
}

export interface CardToken {
  dataDescriptor: string;
  dataValue: string;
}

export interface Tokenizer {
  /** Rejects with a message for the shopper when the gateway refuses the card. */
  tokenize(card: CardForTokenizer): Promise<CardToken>;
}

export const tokenizerMessages = {
  unavailable: 'Secure payment could not be loaded. Please check your connection and reload the page.',
  refused: 'The card details could not be verified. Please check them and try again.',
} as const;
