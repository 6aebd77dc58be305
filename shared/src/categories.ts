/** A job category page: its route, the words on its hero and the provider keywords behind it. */
export interface Category {
  slug: string;
  path: string;
  name: string;
  title: string;
  description: string;
  /** Predefined boolean keyword string sent to the job provider (docs/api.md#job-provider). */
  keywords: string;
  /** Other paths that show this same page (their canonical link names `path`). */
  aliases?: string[];
  /** The header's Categories dropdown lists nine of the ten pages (docs/pages.md#layout). */
  inMenu: boolean;
}

export const categories: Category[] = [
  {
    slug: 'graphic-design',
    path: '/remote-graphic-design-jobs',
    name: 'Graphic Design',
    title: 'Remote Graphic Design Jobs',
    description: 'Find remote graphic design jobs from companies hiring designers worldwide.',
    keywords: 'graphic designer AND remote',
    inMenu: true,
  },
  {
    slug: 'ux-ui-design',
    path: '/remote-ux-ui-design-jobs',
    name: 'UX/UI Design',
    title: 'Remote UX/UI Design Jobs',
    description: 'Find remote UX and UI design jobs: user experience, user interface and interaction design roles.',
    keywords: '(ux OR ui OR "user experience" OR "user interface") AND designer AND remote',
    aliases: ['/remote-ui-ux-design-jobs'],
    inMenu: true,
  },
  {
    slug: 'product-design',
    path: '/remote-product-design-jobs',
    name: 'Product Design',
    title: 'Remote Product Design Jobs',
    description: 'Find remote product design jobs at startups and established product companies.',
    keywords: 'product designer AND remote',
    inMenu: true,
  },
  {
    slug: 'freelance-design',
    path: '/remote-freelance-design-jobs',
    name: 'Freelance Design',
    title: 'Remote Freelance Design Jobs',
    description: 'Find remote freelance and contract design work.',
    keywords: 'freelance AND designer AND remote',
    inMenu: true,
  },
  {
    slug: 'specialized-design',
    path: '/remote-specialized-design-jobs',
    name: 'Specialized Design',
    title: 'Remote Specialized Design Jobs',
    description: 'Find remote jobs in specialised design disciplines.',
    keywords: 'specialized AND designer AND remote',
    inMenu: true,
  },
  {
    slug: 'game-design',
    path: '/remote-game-design-jobs',
    name: 'Game Design',
    title: 'Remote Game Design Jobs',
    description: 'Find remote game design jobs at studios around the world.',
    keywords: 'game designer AND remote',
    inMenu: true,
  },
  {
    slug: 'industrial-design',
    path: '/remote-industrial-design-jobs',
    name: 'Industrial Design',
    title: 'Remote Industrial Design Jobs',
    description: 'Find remote industrial design jobs.',
    keywords: 'industrial designer AND remote',
    inMenu: true,
  },
  {
    slug: 'interior-design',
    path: '/remote-interior-design-jobs',
    name: 'Interior Design',
    title: 'Remote Interior Design Jobs',
    description: 'Find remote interior design jobs.',
    keywords: 'interior designer AND remote',
    inMenu: true,
  },
  {
    slug: 'architectural-design',
    path: '/remote-architectural-design-jobs',
    name: 'Architectural Design',
    title: 'Remote Architectural Design Jobs',
    description: 'Find remote architectural design jobs.',
    keywords: 'architectural designer AND remote',
    inMenu: true,
  },
  {
    slug: 'piping-design',
    path: '/piping-design-jobs-remote',
    name: 'Piping Design',
    title: 'Remote Piping Design Jobs',
    description: 'Find remote piping design jobs.',
    keywords: 'piping designer AND remote',
    inMenu: false,
  },
];

/** Every path a category page answers on: ten pages, eleven routes (ui-ux and ux-ui are one page). */
export const categoryPaths: string[] = categories.flatMap((c) => [c.path, ...(c.aliases ?? [])]);

/** The category shown at `path`, following aliases. */
export function categoryByPath(path: string): Category | undefined {
  return categories.find((c) => c.path === path || c.aliases?.includes(path));
}
