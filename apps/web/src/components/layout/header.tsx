import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE } from '../../config/site';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { MAIN_NAVIGATION } from './navigation';

/** Scroll distance after which the home page's header turns solid (spec/public-site.md §9). */
export const SOLID_AFTER_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** Fixed site header: transparent over the home hero until the visitor scrolls, white and blurred elsewhere. */
export function Header({ logo }: { logo?: string }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const transparent = pathname === '/' && !scrolled && !menuOpen;

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-all duration-300',
        transparent ? 'bg-transparent' : 'border-b border-slate-200/70 shadow-sm shadow-navy-950/5',
        // Blurred once content runs underneath; before that white over white looks the same, and a backdrop
        // filter over the page's first paint costs a phone without GPU compositing a long frame.
        !transparent && (menuOpen || !scrolled ? 'bg-white' : 'bg-white/85 backdrop-blur-lg'),
      )}
      data-transparent={transparent}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={`${SITE.brand} – zur Startseite`} className="shrink-0">
          <Logo inverted={transparent} src={logo} />
        </Link>

        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition',
                      transparent
                        ? isActive
                          ? 'text-white'
                          : 'text-white/75 hover:text-white'
                        : isActive
                          ? 'text-accent-700'
                          : 'text-slate-600 hover:text-navy-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/kontakt"
            className={cn(
              'hidden rounded-lg px-4 py-2.5 text-sm font-semibold transition md:inline-flex',
              transparent
                ? 'bg-accent-400 text-navy-950 hover:bg-accent-300'
                : 'bg-navy-900 text-white hover:bg-navy-800',
            )}
          >
            Kontakt aufnehmen
          </Link>
          <button
            type="button"
            className={cn(
              'rounded-lg p-2 transition md:hidden',
              transparent ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-slate-100',
            )}
            aria-label={menuOpen ? 'Menü schließen' : 'Menü öffnen'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile Navigation" className="border-t border-slate-200 bg-white md:hidden">
          <ul className="space-y-1 px-4 py-4">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2.5 text-base font-medium',
                      isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-700 hover:bg-slate-50',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <Link
                to="/kontakt"
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg bg-navy-900 px-3 py-3 text-center text-base font-semibold text-white"
              >
                Kontakt aufnehmen
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
