import { Seo } from '../../../components/seo/seo';
import { Hero } from '../../../features/home';

export function HomePage() {
  return (
    <>
      <Seo path="/" />
      <Hero />
    </>
  );
}
