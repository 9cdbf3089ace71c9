import { NewsletterLinkAction } from '../components/NewsletterLinkAction.tsx';

/** /newsletter/confirm?token=…: the subscription e-mail's link; a button confirms (double opt-in). */
export default function NewsletterConfirmPage() {
  return (
    <NewsletterLinkAction
      title="Confirm your newsletter subscription"
      intro="Press the button to confirm that you want our newsletter at this address. Every newsletter has a link to unsubscribe."
      button="Confirm my subscription"
      endpoint="/api/newsletter/confirm"
      missing="This confirmation link is incomplete. Subscribe again from the store to get a new one."
    />
  );
}
