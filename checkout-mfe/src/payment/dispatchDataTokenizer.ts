import { loadScript } from './loadScript.ts';
import { tokenizerMessages, type CardToken, type Tokenizer, type TokenizerConfig } from './tokenizer.ts';

/** The interface of the hosted tokenizer scripts the store supports ('dispatch-data'). */
interface DispatchReply {
  opaqueData?: CardToken;
  messages?: { resultCode: string; message?: { code: string; text: string }[] };
}
interface DispatchData {
  dispatchData(secureData: { authData: { clientKey: string; apiLoginID: string }; cardData: Record<string, string> }, callback: (reply: DispatchReply) => void): void;
}

/** Loads the gateway's script from its origin and wraps its callback in a promise. */
export async function dispatchDataTokenizer(config: TokenizerConfig): Promise<Tokenizer> {
  await loadScript(config.scriptUrl);
  const api = (window as unknown as { Accept?: DispatchData }).Accept;
  if (!api?.dispatchData) throw new Error('tokenizer script has no dispatchData');
  return {
    tokenize: (card) =>
      new Promise<CardToken>((resolve, reject) => {
        const cardData = { cardNumber: card.cardNumber, month: card.month, year: card.year, cardCode: card.cardCode, fullName: card.fullName };
        api.dispatchData({ authData: { clientKey: config.clientKey, apiLoginID: config.apiLoginId }, cardData }, (reply) => {
          if (reply.messages?.resultCode === 'Ok' && reply.opaqueData?.dataValue) return resolve(reply.opaqueData);
          reject(new Error(reply.messages?.message?.[0]?.text || tokenizerMessages.refused));
        });
      }),
  };
}
