import type { ReactNode } from 'react';

/** Splits a brand text on blank lines into paragraphs: brand.json stores plain text, never HTML. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static text; paragraphs never move.
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

export function ProseCard({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <article
      lang={lang}
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-border bg-surface p-6 leading-relaxed text-fg shadow-card sm:p-8"
    >
      {children}
    </article>
  );
}
