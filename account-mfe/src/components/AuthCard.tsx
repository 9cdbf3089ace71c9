import type { ReactNode } from 'react';
import '../styles/account.css';

/** The banner + card frame every account form sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="acct-page">
      <div className="acct-banner">
        <h1>{title}</h1>
      </div>
      <div className="container">
        <section className="card acct-card" aria-labelledby="acct-card-title">
          <h2 id="acct-card-title" className="visually-hidden">
            {title} form
          </h2>
          {intro && <p className="acct-intro">{intro}</p>}
          {children}
        </section>
      </div>
    </main>
  );
}
