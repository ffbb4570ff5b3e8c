import '@/test/setup';
import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('titles a page-level state with an h2 and a panel-level one with plain text', () => {
    render(<EmptyState as="section" titleAs="h2" icon={Inbox} title="Sin ofertas" description="Crea la primera." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sin ofertas' })).toBeTruthy();
    render(<EmptyState title="Nada por aquí" action={<button type="button">Volver</button>} />);
    expect(screen.queryByRole('heading', { name: 'Nada por aquí' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });
});

describe('Card', () => {
  it('is the element it is asked to be, or its child, with the one surface', () => {
    render(
      <>
        <Card as="article" aria-label="tarjeta" padding="sm" />
        <Card asChild padding="none">
          <a href="/cv">Mi currículum</a>
        </Card>
      </>,
    );
    const article = screen.getByRole('article', { name: 'tarjeta' });
    const link = screen.getByRole('link', { name: 'Mi currículum' });
    for (const el of [article, link]) expect(el.className).toContain('rounded-2xl border border-border bg-surface');
    expect(article.className).toContain('p-4 sm:p-5');
    expect(link.className).not.toMatch(/\bp-/);
  });
});
