import { useSession } from '@/lib/session';
import { homeSections } from '../home/home-sections';
import { WelcomeHero } from '../home/welcome-hero';

export default function HomeRoute() {
  const session = useSession();
  const userType = session.userType;
  if (!userType) return null;
  return (
    <div className="flex flex-col gap-8">
      <WelcomeHero session={session} />
      {homeSections[userType].map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per role.
        <Section key={index} session={session} userType={userType} />
      ))}
    </div>
  );
}
