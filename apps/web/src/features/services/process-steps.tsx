/** The four-step process. */
const STEPS = [
  {
    number: '01',
    title: 'Analyse & Beratung',
    duration: '1-2 Wochen',
    text: 'Wir lernen Ihr Unternehmen, Ihre Ziele und Ihre Zielgruppe kennen und analysieren den Wettbewerb.',
  },
  {
    number: '02',
    title: 'Konzept & Design',
    duration: '2-3 Wochen',
    text: 'Seitenstruktur, Inhalte und Design entstehen in enger Abstimmung mit Ihnen.',
  },
  {
    number: '03',
    title: 'Entwicklung & Testing',
    duration: '4-12 Wochen',
    text: 'Wir setzen alles technisch sauber um und testen auf allen Geräten und Browsern.',
  },
  {
    number: '04',
    title: 'Launch & Support',
    duration: 'fortlaufend',
    text: 'Nach dem Go-live bleiben wir an Ihrer Seite – mit Wartung, Support und Weiterentwicklung.',
  },
];

export function ProcessSteps() {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step) => (
        <li key={step.number} className="rounded-2xl border border-white/10 bg-white/5 p-6">
          <span className="text-4xl font-bold text-accent-300">{step.number}</span>
          <h3 className="mt-3 text-lg font-bold text-white">{step.title}</h3>
          <p className="mt-1 text-sm font-medium text-accent-200">{step.duration}</p>
          <p className="mt-3 text-sm text-navy-200">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
