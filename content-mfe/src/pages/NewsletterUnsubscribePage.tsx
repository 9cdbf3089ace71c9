import { NewsletterLinkAction } from '../components/NewsletterLinkAction.tsx';

/** /newsletter/unsubscribe?token=…: the newsletter's unsubscribe link; a button unsubscribes. */
export default function NewsletterUnsubscribePage() {
  return (
    <NewsletterLinkAction
      title="Unsubscribe from our newsletter"
      intro="Press the button to stop receiving our newsletter. You can subscribe again at any time from the store."
      button="Unsubscribe"
      endpoint="/api/newsletter/unsubscribe"
      missing="This unsubscribe link is incomplete. Use the link in the latest newsletter."
    />
  );
}
