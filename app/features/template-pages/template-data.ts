/**
 * The template entities of docs/spec.md#entities: sample data for the demo pages (subscription
 * plans, dashboard posts, package information, billing countries). Nothing here is ever saved.
 */

export interface Plan {
  name: string;
  pricing: string;
  per: string;
  features: string[];
  desc: string;
  isPopular: boolean;
}

/** docs/spec.md#constants: demo plan prices 5, 15, 25 per month; the middle one is POPULAR. */
export const PLANS: readonly Plan[] = [
  {
    name: "Starter",
    pricing: "$5",
    per: "/mo",
    features: ["Automated reporting", "Faster processing", "Customizations"],
    desc: "For a first family trip: the essentials to plan, write and share your story.",
    isPopular: false,
  },
  {
    name: "Basic",
    pricing: "$15",
    per: "/mo",
    features: ["Everything in Starter", "100 builds", "Progress reports", "Premium support"],
    desc: "For regular travellers who publish every month and want a little help along the way.",
    isPopular: true,
  },
  {
    name: "Plus",
    pricing: "$25",
    per: "/mo",
    features: [
      "Everything in Basic",
      "Unlimited builds",
      "Advanced analytics",
      "Company evaluations",
    ],
    desc: "For families on the road all year, with room for every photo, video and podcast.",
    isPopular: false,
  },
];

/** A row of the dashboard posts table. */
export interface DashboardPost {
  id: string;
  title: string;
  image: string;
  liveStatus: boolean;
  payment: string;
}

const DASHBOARD_POST_LIMIT = 8;

/**
 * Sample dashboard rows from real posts: the first few, with Active/Offline alternating (every
 * third post is offline, so both show and the same post always has the same status).
 */
export function toDashboardPosts(
  posts: readonly { id: string; title: string; featuredImage: string }[],
  limit = DASHBOARD_POST_LIMIT,
): DashboardPost[] {
  return posts.slice(0, limit).map((post, i) => ({
    id: post.id,
    title: post.title,
    image: post.featuredImage,
    liveStatus: i % 3 !== 2,
    payment: "Not Applicable",
  }));
}

/** The dashboard 'Package Information' list: sample values only. */
export interface SubscriptionEntry {
  name: string;
  content: string;
}

export const SUBSCRIPTION_ENTRIES: readonly SubscriptionEntry[] = [
  { name: "Subscription name", content: "Basic" },
  { name: "Package & billing details", content: "$15 per month, billed monthly" },
  { name: "Remaining posts", content: "100" },
  { name: "Expire date", content: "September 30, 2024" },
];

/** The billing address country options, in the order of docs/spec.md#dashboard. */
export const COUNTRIES = ["United States", "Canada", "Mexico", "VietNam", "Japan"] as const;
