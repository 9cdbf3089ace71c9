import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function OtpVerificationPage() {
  usePageMeta({ title: 'OTP Verification', description: 'Enter the 6-character code we sent you.' });
  return (
    <main className="container page">
      <h1>OTP Verification</h1>
      <p>Enter the 6-character code we sent you.</p>
    </main>
  );
}
