import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabList, TabPanel, useTabIds } from './tabs';

const ITEMS = [
  { value: 'a', label: 'Erster' },
  { value: 'b', label: 'Zweiter' },
  { value: 'c', label: 'Dritter' },
] as const;

function Widget() {
  const [active, setActive] = useState<(typeof ITEMS)[number]['value']>('a');
  const ids = useTabIds();
  return (
    <>
      <TabList
        label="Beispiel"
        items={ITEMS}
        active={active}
        onChange={setActive}
        ids={ids}
        tabClassName={(selected) => (selected ? 'on' : 'off')}
      />
      <TabPanel ids={ids} active={active}>
        Inhalt {active}
      </TabPanel>
    </>
  );
}

describe('TabList and TabPanel', () => {
  it('keeps only the selected tab in the tab order and names the panel by it', () => {
    render(<Widget />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === panel.id)).toBe(true);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    render(<Widget />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Erster' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Zweiter' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Zweiter' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhalt b');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Zweiter' }), { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dritter' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dritter' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Erster' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Erster' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Dritter' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dritter' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Erster' }).getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', () => {
    render(<Widget />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dritter' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhalt c');
  });
});
