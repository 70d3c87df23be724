import { Cloud, Database, Layout, Server } from 'lucide-react';
import { PageSection } from '../../components/ui/section-heading';
import { Stars } from '../../components/ui/stars';
import { useTestimonials } from './api/get-testimonials';
import { LazyPicture, type PictureLayout } from '../../components/ui/picture';

const TECHNOLOGIES = [
  { title: 'Frontend', icon: Layout, items: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'] },
  { title: 'Backend', icon: Server, items: ['Node.js', 'NestJS', 'PHP', 'REST & GraphQL'] },
  { title: 'Datenbanken', icon: Database, items: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis'] },
  { title: 'Cloud & DevOps', icon: Cloud, items: ['Docker', 'Hetzner Cloud', 'CI/CD', 'Monitoring'] },
];

/** A customer's photo: a small round avatar beside the name. */
const AVATAR_PICTURE: PictureLayout = {
  sizes: '48px',
  width: 48,
  height: 48,
  className: 'size-12 rounded-full object-cover',
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part && !part.endsWith('.'))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The avatar of a customer without a picture, or whose picture does not load: the initials in a circle. */
function Initials({ name }: { name: string }) {
  return (
    <span
      className="grid size-12 shrink-0 place-items-center rounded-full bg-navy-900 text-sm font-semibold text-white"
      aria-hidden
    >
      {initials(name)}
    </span>
  );
}

/** Customer voices and the technology panel; nothing at all when there are no voices. */
export function TestimonialsSection() {
  const { data: testimonials, isPending } = useTestimonials();
  if (isPending)
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        Lade Kundenstimmen...
      </p>
    );
  if (!testimonials || testimonials.length === 0) return null;

  return (
    <PageSection
      name="testimonials"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="Kundenstimmen"
      title="Das sagen unsere Kunden"
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">„{t.text}“</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {t.image ? (
                  <LazyPicture src={t.image} {...AVATAR_PICTURE} fallback={<Initials name={t.name} />} />
                ) : (
                  <Initials name={t.name} />
                )}
                <span>
                  <span className="block font-semibold text-navy-900">{t.name}</span>
                  {t.company && <span className="block text-sm text-slate-500">{t.company}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-3xl border border-slate-200 bg-white p-8 sm:p-10">
        <h3 className="text-center text-2xl font-bold text-navy-900">Technologien, mit denen wir arbeiten</h3>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TECHNOLOGIES.map(({ title, icon: Icon, items }) => (
            <div key={title} className="rounded-2xl bg-slate-50 p-5">
              <p className="flex items-center gap-2 font-semibold text-navy-900">
                <Icon className="size-5 text-accent-700" aria-hidden />
                {title}
              </p>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </PageSection>
  );
}
