import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A readable legal page: title, date line, a table of contents and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <main className="content-page container page">
      <article className="content-legal">
        <h1 className="page-title">{title}</h1>
        <p className="muted">Last updated: {updated}</p>
        <div className="content-legal__intro">{intro}</div>
        <nav aria-label="On this page" className="content-legal__toc">
          <h2>Contents</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="content-legal__section">
            <h2 id={`${s.id}-h`}>
              {i + 1}. {s.heading}
            </h2>
            {s.body}
          </section>
        ))}
      </article>
    </main>
  );
}
