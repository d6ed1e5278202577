import {
  Award,
  BadgeCheck,
  Banknote,
  BookOpen,
  Briefcase,
  Building2,
  ChartLine,
  CircleCheck,
  Clock,
  Cpu,
  Factory,
  FileCheck,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  HardHat,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  Layers,
  Lightbulb,
  LineChart,
  Lock,
  MapPin,
  Monitor,
  Plane,
  Rocket,
  Scale,
  Search,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Target,
  TrendingUp,
  Truck,
  UserCheck,
  UserSearch,
  Users,
  Wallet,
  Zap,
  type LucideProps,
} from "lucide-react"

/**
 * The icons content may name. Content stays free of JSX by naming an icon; only these are bundled.
 */
const icons = {
  award: Award,
  "badge-check": BadgeCheck,
  banknote: Banknote,
  "book-open": BookOpen,
  briefcase: Briefcase,
  building: Building2,
  "chart-line": ChartLine,
  "circle-check": CircleCheck,
  clock: Clock,
  cpu: Cpu,
  factory: Factory,
  "file-check": FileCheck,
  gauge: Gauge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "hard-hat": HardHat,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  laptop: Laptop,
  layers: Layers,
  lightbulb: Lightbulb,
  "line-chart": LineChart,
  lock: Lock,
  "map-pin": MapPin,
  monitor: Monitor,
  plane: Plane,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  "user-check": UserCheck,
  "user-search": UserSearch,
  users: Users,
  wallet: Wallet,
  zap: Zap,
} as const

export type IconName = keyof typeof icons

function isIconName(name: string): name is IconName {
  return name in icons
}

type IconProps = LucideProps & { name: string }

/** Renders a named icon, decorative by default; unknown names render nothing rather than break a page. */
function Icon({ name, ...props }: IconProps) {
  if (!isIconName(name)) return null
  const Component = icons[name]
  return <Component data-slot="icon" aria-hidden="true" focusable="false" {...props} />
}

export { Icon, icons, isIconName }
