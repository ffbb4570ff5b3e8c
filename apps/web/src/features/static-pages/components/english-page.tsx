import { Building2, FileSignature, Megaphone, Newspaper, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';

export type EnglishPageName = 'news' | 'pressRoom' | 'workWithUs';

/**
 * English-only pages of spec §2. Their catalogue entries hold English in both
 * languages (the pages exist only in English), hence the fixed lang="en".
 */
export function EnglishPage({ name }: { name: EnglishPageName }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const vars = { universidad: brand.nombreUniversidad, email: brand.contacto.email, telefono: brand.contacto.telefono };
  const key = (k: string) => t(`englishPages.${name}.${k}`, vars);

  if (name === 'pressRoom') {
    return (
      <div lang="en" className="flex max-w-3xl flex-col gap-5">
        <p className="text-lg leading-relaxed text-muted">{key('intro')}</p>
        <Card className="flex gap-4">
          <Megaphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <h2 className="font-semibold text-fg">{key('contactTitle')}</h2>
            <p className="text-muted">{key('contactBody')}</p>
          </div>
        </Card>
      </div>
    );
  }

  const items =
    name === 'news'
      ? [
          { icon: Newspaper, id: 'item1' },
          { icon: Send, id: 'item2' },
          { icon: Megaphone, id: 'item3' },
        ]
      : [
          { icon: Building2, id: 'step1' },
          { icon: Send, id: 'step2' },
          { icon: FileSignature, id: 'step3' },
        ];

  return (
    <div lang="en" className="flex max-w-4xl flex-col gap-6">
      <p className="text-lg leading-relaxed text-muted">{key('intro')}</p>
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map(({ icon: Icon, id }) => (
          <li key={id}>
            <Card className="flex h-full flex-col gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-subtle text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="font-semibold text-fg">{key(`${id}Title`)}</h2>
              <p className="text-sm leading-relaxed text-muted">{key(`${id}Body`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      {name === 'workWithUs' ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/solicitar-cuenta">{key('requestAccount')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login/empresas">{key('companyLogin')}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
