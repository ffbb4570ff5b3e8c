import { ContactPage } from '@/features/static-pages/components/contact-page';

export default function ContactRoute() {
  return <ContactPage />;
}
