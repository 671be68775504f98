// The demo assistants' projects: listings shown as cards on their profile page
// and in full on /{id}. Rates are per hour, in dollars (SPEC section 9).
export interface DemoProject {
  title: string;
  address: string;
  rate: number;
  days: number;
  bathroom: number;
  detail: { desc: string; size: number; school: string; restaurant: 0 | 1 };
}

export const DEMO_PROJECTS: Record<string, DemoProject[]> = {
  maria_santos: [
    {
      title: 'SEO revamp for a leather goods shop',
      address: 'Manila, Philippines',
      rate: 25,
      days: 14,
      bathroom: 2,
      detail: {
        desc: 'Keyword research, rewritten product titles and a three-month content plan that doubled organic visits.',
        size: 60,
        school: 'University of Santo Tomas',
        restaurant: 1,
      },
    },
    {
      title: 'Newsletter growth campaign',
      address: 'Remote',
      rate: 22,
      days: 30,
      bathroom: 1,
      detail: {
        desc: 'Lead magnets, a welcome sequence and weekly issues for a wellness brand; 4,000 new subscribers.',
        size: 80,
        school: 'University of Santo Tomas',
        restaurant: 1,
      },
    },
  ],
  jose_reyes: [
    {
      title: 'Inventory web app for a hardware store',
      address: 'Cebu City, Philippines',
      rate: 40,
      days: 45,
      bathroom: 3,
      detail: {
        desc: 'Stock, suppliers and daily sales in one web app that replaced three spreadsheets.',
        size: 160,
        school: 'University of San Carlos',
        restaurant: 1,
      },
    },
    {
      title: 'Support chatbot integration',
      address: 'Remote',
      rate: 45,
      days: 10,
      bathroom: 1,
      detail: {
        desc: 'An AI assistant answering order questions on the help desk, handing hard cases to a person.',
        size: 40,
        school: 'University of San Carlos',
        restaurant: 1,
      },
    },
    {
      title: 'Booking site performance audit',
      address: 'Remote',
      rate: 38,
      days: 5,
      bathroom: 1,
      detail: { desc: 'Profiling, caching and image fixes that cut page load time in half.', size: 20, school: 'University of San Carlos', restaurant: 1 },
    },
  ],
  angelica_cruz: [
    {
      title: 'Online skincare consultations',
      address: 'Davao City, Philippines',
      rate: 18,
      days: 7,
      bathroom: 1,
      detail: { desc: 'Twelve video consultations with routines tailored to each client.', size: 12, school: 'Ateneo de Davao', restaurant: 0 },
    },
  ],
  kristine_delacruz: [
    {
      title: 'Product page copy for a furniture brand',
      address: 'Quezon City, Philippines',
      rate: 20,
      days: 12,
      bathroom: 1,
      detail: { desc: 'Sixty product descriptions and a brand voice guide, in English and Filipino.', size: 36, school: 'Ateneo de Manila', restaurant: 1 },
    },
    {
      title: 'Weekly newsletter editing',
      address: 'Remote',
      rate: 18,
      days: 60,
      bathroom: 1,
      detail: { desc: 'Editing and proofreading a weekly business newsletter for two months.', size: 24, school: 'Ateneo de Manila', restaurant: 1 },
    },
  ],
  paolo_garcia: [
    {
      title: 'Product launch event',
      address: 'Iloilo City, Philippines',
      rate: 24,
      days: 21,
      bathroom: 2,
      detail: { desc: 'Venue, vendors and run-of-show for a 300-guest gadget launch.', size: 90, school: 'Central Philippine University', restaurant: 0 },
    },
  ],
  miguel_fernandez: [
    {
      title: 'Sales dashboard',
      address: 'Remote',
      rate: 35,
      days: 15,
      bathroom: 1,
      detail: { desc: 'Daily sales, margins and stock alerts from a shop database in one dashboard.', size: 50, school: 'Ateneo de Zamboanga', restaurant: 1 },
    },
    {
      title: 'Demand forecast model',
      address: 'Zamboanga City, Philippines',
      rate: 42,
      days: 20,
      bathroom: 1,
      detail: { desc: 'A weekly demand forecast that trimmed overstock for a grocery chain.', size: 70, school: 'Ateneo de Zamboanga', restaurant: 1 },
    },
  ],
  joy_ramos: [
    {
      title: 'Yoga studio class scheduling',
      address: 'Taguig, Philippines',
      rate: 15,
      days: 30,
      bathroom: 1,
      detail: { desc: 'Class calendar, bookings and reminder messages for a two-teacher studio.', size: 30, school: 'University of the Philippines', restaurant: 0 },
    },
  ],
};
