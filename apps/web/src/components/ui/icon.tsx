import {
  Award,
  BarChart3,
  Calendar,
  Code,
  DollarSign,
  FileText,
  Globe,
  HelpCircle,
  Image,
  Layout,
  Mail,
  Monitor,
  Palette,
  Search,
  Server,
  Settings,
  Shield,
  ShoppingCart,
  Smartphone,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The icon names staff can pick for services and FAQ categories (spec §3). */
const ICONS: Record<string, LucideIcon> = {
  Award,
  BarChart: BarChart3,
  Calendar,
  Code,
  DollarSign,
  FileText,
  Globe,
  HelpCircle,
  Image,
  Layout,
  Mail,
  Monitor,
  Palette,
  Search,
  Server,
  Settings,
  Shield,
  ShoppingCart,
  Smartphone,
  TrendingUp,
  Users,
};

export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? HelpCircle;
  return <Icon className={className} aria-hidden />;
}
