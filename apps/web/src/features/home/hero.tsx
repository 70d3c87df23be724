import { Award, Gauge, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HeroPicture } from '../../components/ui/picture';
import { FigureList } from '../../components/ui/item-lists';
import { ArrowLink } from '../../components/ui/arrow-link';

const STATISTICS = [
  { value: '200+', label: 'Erfolgreiche Projekte' },
  { value: '98%', label: 'Kundenzufriedenheit' },
  { value: '12+', label: 'Jahre Erfahrung' },
  { value: '24/7', label: 'Support' },
];

const BARS = [38, 52, 47, 64, 71, 83, 96];

/** Decorative dashboard card beside the headline on wide screens. */
function ResultsPreview() {
  return (
    <div className="relative hidden lg:mt-8 lg:block" aria-hidden>
      <div className="absolute -inset-6 rounded-[2rem] bg-accent-400/10 blur-2xl" />
      <div className="relative rounded-2xl border border-white/10 bg-navy-900/80 p-6 shadow-2xl shadow-black/40 backdrop-blur">
        <div className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-white/5" />
        </div>
        <div className="mt-6 flex items-end justify-between">
          <div>
            <p className="text-sm text-navy-200">Organischer Traffic</p>
            <p className="mt-1 text-3xl font-bold text-white">+180%</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-400/15 px-2.5 py-1 text-xs font-semibold text-accent-200">
            <TrendingUp className="size-3.5" />6 Monate
          </span>
        </div>
        <div className="mt-6 flex h-32 items-end gap-2.5">
          {BARS.map((height, index) => (
            <div
              key={index}
              className="flex-1 rounded-t-md bg-linear-to-t from-accent-600/60 to-accent-300"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/5 p-4">
            <Gauge className="size-5 text-accent-300" />
            <p className="mt-2 text-xl font-bold text-white">100</p>
            <p className="text-xs text-navy-200">PageSpeed-Score</p>
          </div>
          <div className="rounded-xl bg-white/5 p-4">
            <TrendingUp className="size-5 text-accent-300" />
            <p className="mt-2 text-xl font-bold text-white">+450%</p>
            <p className="text-xs text-navy-200">Online-Umsatz</p>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Home page hero: badge, headline, two calls to action and four figures, over the
 * picture of the image slot 'hero' (staff maintain it under Bilder), dimmed so the text keeps its contrast.
 */
export function Hero({ image }: { image?: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden>
        {image && <HeroPicture src={image} className="absolute inset-0 size-full object-cover opacity-15" />}
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(31,224,197,0.22),transparent_55%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgba(61,92,145,0.45),transparent_60%)]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_80%)]" />
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-20 pt-36 sm:px-6 sm:pb-28 sm:pt-44 lg:px-8">
        {/*
          Top-aligned, the card set 2rem down: centred, it moved up as the rest of it arrived whenever the page
          came in pieces (a slow line, a busy phone), a layout shift in the first screen.
        */}
        <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
          {/* No entrance animation: this text is the largest thing in the first screen and must paint at once. */}
          <div className="max-w-3xl">
            <span className="inline-flex items-center gap-2 rounded-full border border-accent-300/30 bg-accent-400/10 px-3.5 py-1.5 text-sm font-medium text-accent-200">
              <Award className="size-4" aria-hidden />
              Über 12 Jahre Erfahrung
            </span>
            <h1 className="mt-6 text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
              Premium Webentwicklung{' '}
              <span className="bg-linear-to-r from-accent-300 to-accent-500 bg-clip-text text-transparent">
                aus dem Norden
              </span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-200 sm:text-xl">
              Wir entwickeln schnelle, suchmaschinenoptimierte Websites und Online-Shops für kleine und mittlere
              Unternehmen – von der ersten Idee bis zum messbaren Erfolg.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <ArrowLink
                to="/kontakt"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 shadow-lg shadow-accent-500/20 transition hover:bg-accent-300"
              >
                Projekt starten
              </ArrowLink>
              <Link
                to="/portfolio"
                className="inline-flex items-center justify-center rounded-lg border border-white/20 bg-white/5 px-6 py-3.5 font-semibold text-white transition hover:bg-white/10"
              >
                Portfolio ansehen
              </Link>
            </div>
          </div>
          <ResultsPreview />
        </div>

        <FigureList
          items={STATISTICS}
          className="mt-16 grid grid-cols-2 gap-4 sm:mt-20 lg:grid-cols-4"
          itemClassName="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6"
          labelClassName="mt-1 text-sm text-navy-200"
          valueClassName="text-3xl font-bold tracking-tight text-white sm:text-4xl"
        />
      </div>
    </section>
  );
}
