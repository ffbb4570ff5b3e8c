import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

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
    <Card as="article" padding="lg" lang={lang} className="flex max-w-3xl flex-col gap-4 leading-relaxed text-fg">
      {children}
    </Card>
  );
}
