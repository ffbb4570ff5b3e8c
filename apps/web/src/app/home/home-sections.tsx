import type { ComponentType } from 'react';
import type { Session, UserType } from '@/lib/session';
import { QuickLinks } from './quick-links';

export interface HomeSectionProps {
  session: Session;
  userType: UserType;
}

/**
 * The composition point of the home page (spec §2 "Student home" / "Company
 * home"). Features add their section here — offers tabs, candidacies, events,
 * guides, surveys, communications — in the order the spec lists them; the
 * welcome hero above them is always first.
 */
export const homeSections: Record<UserType, ComponentType<HomeSectionProps>[]> = {
  Alumno: [({ userType }) => <QuickLinks userType={userType} />],
  Empresa: [({ userType }) => <QuickLinks userType={userType} />],
};
