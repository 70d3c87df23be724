import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE } from '../../config/site';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { MAIN_NAVIGATION } from './navigation';

/** Whether a popover is shown (false where the browser knows no popovers). */
function popoverOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** Scroll distance after which the home page's header turns solid. */
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

/**
 * Fixed site header: transparent over the home hero until the visitor scrolls, white and blurred elsewhere.
 * The phone menu is an HTML popover its button opens, so it works before the page's code has arrived and
 * without JavaScript (the browser also closes it on Escape and on a tap outside); the code follows its state.
 */
export function Header({ logo }: { logo?: string }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const transparent = pathname === '/' && !scrolled && !menuOpen;
  const closeMenu = () => {
    if (popoverOpen(menu.current)) menu.current?.hidePopover();
  };

  // Opened before the code arrived: the code takes the menu's state over. A navigation closes it.
  const shownPath = useRef(pathname);
  useEffect(() => setMenuOpen(popoverOpen(menu.current)), []);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname]);

  // Escape closes the open phone menu and hands the focus back to its button, as a dialog's Escape does (the
  // popover closes itself on Escape; the focus stays where it was unless it is handed back).
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 xl:gap-6">
        <Link to="/" aria-label={`${SITE.brand} – zur Startseite`} className="shrink-0">
          <Logo inverted={transparent} src={logo} />
        </Link>

        {/* Between the medium breakpoint and a wide screen the entries sit closer, and the call to action waits for
            the large breakpoint ('Kontakt' among the entries leads to the same page): logo, entries and button
            stay on one line, whole, at every width, with the web font and with a wider fallback font. */}
        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center xl:gap-2">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition xl:px-3',
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

        <div className="flex items-center gap-2 md:max-lg:hidden">
          <Link
            to="/kontakt"
            className={cn(
              'hidden whitespace-nowrap rounded-lg px-4 py-2.5 text-sm font-semibold transition lg:inline-flex',
              transparent
                ? 'bg-accent-400 text-navy-950 hover:bg-accent-300'
                : 'bg-navy-900 text-white hover:bg-navy-800',
            )}
          >
            Kontakt aufnehmen
          </Link>
          <button
            ref={menuButton}
            type="button"
            className={cn(
              'rounded-lg p-2 transition md:hidden',
              transparent ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-slate-100',
            )}
            aria-label={menuOpen ? 'Menü schließen' : 'Menü öffnen'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            popoverTarget="mobile-menu"
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>

      <nav
        ref={menu}
        id="mobile-menu"
        popover="auto"
        onToggle={(event) => setMenuOpen((event as unknown as { newState: string }).newState === 'open')}
        aria-label="Mobile Navigation"
        className="inset-x-0 top-18 bottom-auto m-0 w-full max-w-none border-0 border-t border-slate-200 bg-white p-0 text-navy-900 shadow-md md:hidden"
      >
        <ul className="space-y-1 px-4 py-4">
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={closeMenu}
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
              onClick={closeMenu}
              className="block rounded-lg bg-navy-900 px-3 py-3 text-center text-base font-semibold text-white"
            >
              Kontakt aufnehmen
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
