import { EnglishPage, type EnglishPageName } from '@/features/static-pages/components/english-page';
import { useCurrentRoute } from '../layout/use-current-route';

const names = new Set<EnglishPageName>(['news', 'pressRoom', 'workWithUs']);
const isEnglishPage = (name: string | undefined): name is EnglishPageName => names.has(name as EnglishPageName);

export default function EnglishPageRoute() {
  const name = useCurrentRoute()?.name;
  return <EnglishPage name={isEnglishPage(name) ? name : 'news'} />;
}
