/**
 * Every react-query key of the app, from one factory, used by `api/` and the server render (features
 * get their reads and writes from the resource files beside this one; lint keeps literal keys out).
 * Keys nest ("catalogue" holds the list, each product and the category counts), so invalidating a
 * prefix reaches every query under it.
 */
export const queryKeys = {
  me: () => ['me'] as const,
  company: () => ['company'] as const,
  /** The admin's account-protection settings (two-step verification for staff). */
  securitySettings: () => ['security-settings'] as const,
  /** What anyone may read: products without prices. */
  catalogue: {
    all: () => ['catalogue'] as const,
    list: () => ['catalogue', 'list'] as const,
    product: (slug: string) => ['catalogue', 'product', slug] as const,
    categories: () => ['catalogue', 'categories'] as const,
  },
  /** Signed-in product reads: with the caller's prices, and the manage table. */
  products: {
    all: () => ['products'] as const,
    user: () => ['products', 'user'] as const,
    manage: () => ['products', 'manage'] as const,
  },
  prices: {
    all: () => ['prices'] as const,
    public: () => ['prices', 'public'] as const,
  },
  /** Price lists: the index, each list, its versions and item histories, comparisons, settings. */
  priceLists: {
    all: () => ['priceLists'] as const,
    index: () => ['priceLists', 'index'] as const,
    detail: (ref: string) => ['priceLists', 'detail', ref] as const,
    versions: (ref: string) => ['priceLists', 'versions', ref] as const,
    version: (ref: string, n: number) => ['priceLists', 'versions', ref, n] as const,
    compareVersions: (ref: string, from: number, to: number) => ['priceLists', 'versions', ref, 'compare', from, to] as const,
    itemHistory: (ref: string, productId: string) => ['priceLists', 'history', ref, productId] as const,
    compare: (a: string, b: string) => ['priceLists', 'compare', a, b] as const,
    settings: () => ['priceLists', 'settings'] as const,
  },
  /**
   * Orders: the caller's (or, for staff, everyone's) list, each order, and what the order page reads
   * for a price list (delivery dates, the planner). Every order write invalidates `all`.
   */
  orders: {
    all: () => ['orders'] as const,
    list: (filters: unknown) => ['orders', 'list', filters] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    options: (priceList: string) => ['orders', 'options', priceList] as const,
    planner: (priceList: string) => ['orders', 'planner', priceList] as const,
  },
  /** Dispatch: the delivery routes with their stops, and per delivery date the pick list and the manifests. */
  dispatch: {
    all: () => ['dispatch'] as const,
    routes: () => ['dispatch', 'routes'] as const,
    pickList: (date: string) => ['dispatch', 'pick-list', date] as const,
    manifests: (date: string) => ['dispatch', 'manifests', date] as const,
  },
  /** Invoices: the list (customer's own or everyone's), each invoice, and an export range's summary. */
  invoices: {
    all: () => ['invoices'] as const,
    list: (filters: unknown) => ['invoices', 'list', filters] as const,
    detail: (id: string) => ['invoices', 'detail', id] as const,
    exportSummary: (from: string, to: string) => ['invoices', 'exportSummary', from, to] as const,
  },
  /**
   * Standing orders (a customer's, or staff one customer's), each one, their drafts and a draft by
   * its mailed link. Every write invalidates `all`; a draft placed also invalidates the orders.
   */
  standingOrders: {
    all: () => ['standingOrders'] as const,
    list: (customer: string | null) => ['standingOrders', 'list', customer] as const,
    detail: (id: string) => ['standingOrders', 'detail', id] as const,
    drafts: (customer: string | null) => ['standingOrders', 'drafts', customer] as const,
    draft: (id: string) => ['standingOrders', 'draft', id] as const,
    link: (token: string) => ['standingOrders', 'link', token] as const,
  },
  /** Price-move alerts: the customer's own, and the staff's recent moves (by days back). */
  priceAlerts: {
    all: () => ['priceAlerts'] as const,
    mine: () => ['priceAlerts', 'mine'] as const,
    moves: (days: number) => ['priceAlerts', 'moves', days] as const,
  },
  /** The signed-in home: "your prices this week", recent changes, stale lists. */
  dashboard: () => ['dashboard'] as const,
  /** The activity log (every price write adds to it) and the people it can be filtered by. */
  activity: {
    all: () => ['activity'] as const,
    log: (filters: unknown) => ['activity', 'log', filters] as const,
    users: () => ['activity', 'users'] as const,
  },
  /** The export's customers (its lists are the price lists' index). */
  exports: {
    all: () => ['exports'] as const,
    customers: () => ['exports', 'customers'] as const,
  },
  /**
   * Sending a list to all its customers: per list its customers, a preview, its sends and schedules;
   * each send (polled while e-mails go) and each customer's WhatsApp message of it.
   */
  sends: {
    all: () => ['sends'] as const,
    audience: (ref: string) => ['sends', 'audience', ref] as const,
    preview: (ref: string, customerId: string, options: unknown) => ['sends', 'preview', ref, customerId, options] as const,
    ofList: (ref: string) => ['sends', 'list', ref] as const,
    detail: (id: string) => ['sends', 'detail', id] as const,
    whatsApp: (id: string, customerId: string) => ['sends', 'whatsapp', id, customerId] as const,
    schedules: (ref: string) => ['sends', 'schedules', ref] as const,
  },
  /** Imports: their history. */
  imports: {
    all: () => ['imports'] as const,
    history: () => ['imports', 'history'] as const,
  },
  /** The admin's people: the searched list, each person's lists, the customers lists are shared with. */
  users: {
    all: () => ['users'] as const,
    list: (filters: unknown) => ['users', filters] as const,
    lists: (id: string) => ['users', id, 'lists'] as const,
    customers: () => ['users', 'customers'] as const,
    /** A customer's business (size, delivery days, exceptions), as staff set it. */
    business: (id: string) => ['users', id, 'business'] as const,
  },
  /** The signed-in person's profile and sessions. */
  profile: {
    all: () => ['profile'] as const,
    sessions: () => ['profile', 'sessions'] as const,
    /** The customer's own company and delivery address. */
    business: () => ['profile', 'business'] as const,
  },
  /** The staff's order desk: orders by delivery date, status and search, and each order opened there. */
  /** A substitute asked of the customer by a mailed link (no sign-in). */
  substitution: (token: string) => ['substitution', token] as const,
  orderDesk: {
    all: () => ['orderDesk'] as const,
    list: (filters: unknown) => ['orderDesk', 'list', filters] as const,
    order: (id: string) => ['orderDesk', 'order', id] as const,
  },
  /** An invitation link, checked before the page asks for a password. */
  invitation: (token: string) => ['invitation', token] as const,
  /** The assistant's conversation. */
  assistant: () => ['assistant', 'messages'] as const,
};

