import * as Lucide from 'lucide-react';

/** The icon names staff can pick for services and FAQ categories: the lucide icon of that name. */
const ICONS: Record<string, Lucide.LucideIcon> = {
  Award: Lucide.Award,
  BarChart: Lucide.BarChart3,
  Calendar: Lucide.Calendar,
  Code: Lucide.Code,
  DollarSign: Lucide.DollarSign,
  FileText: Lucide.FileText,
  Globe: Lucide.Globe,
  HelpCircle: Lucide.HelpCircle,
  Image: Lucide.Image,
  Layout: Lucide.Layout,
  Mail: Lucide.Mail,
  Monitor: Lucide.Monitor,
  Palette: Lucide.Palette,
  Search: Lucide.Search,
  Server: Lucide.Server,
  Settings: Lucide.Settings,
  Shield: Lucide.Shield,
  ShoppingCart: Lucide.ShoppingCart,
  Smartphone: Lucide.Smartphone,
  TrendingUp: Lucide.TrendingUp,
  Users: Lucide.Users,
};

export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Lucide.HelpCircle;
  return <Icon className={className} aria-hidden />;
}
