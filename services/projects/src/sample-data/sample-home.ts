import type { ItemCategory, ItemUnit } from "@atelier/db";

export interface SampleItem {
  name: string;
  category: ItemCategory;
  quantity: string;
  unit: ItemUnit;
  material: string;
  color: string;
  size: string;
  specifications: string | null;
  /**
   * Rand per unit (piece, pair, set or metre), before VAT: what the studio expects to pay for one. The room item's
   * cost estimate is the whole line, quantity × this.
   */
  unitCost: string;
  /** One of the sample suppliers, which the item is linked to. */
  supplier: SampleSupplierName;
  /** Days. */
  leadTime: number;
}

/**
 * The studio's sample suppliers, made with the first sample home and shared by later ones: the names are
 * placeholders (spec section 9), marked as samples so a studio tells them from its own, and their e-mail
 * addresses are on a reserved domain, so a sample order sent goes nowhere. Lead times in days.
 */
export const SAMPLE_SUPPLIERS = [
  { name: "Cape Upholstery Works", contactName: "Naledi Mthembu", leadTimeDays: 56 },
  { name: "Stone & Form Studio", contactName: "Ruan Botha", leadTimeDays: 42 },
  { name: "Karoo Rug Company", contactName: "Anika Pretorius", leadTimeDays: 70 },
  { name: "Atlantic Lighting", contactName: "Yusuf Adams", leadTimeDays: 28 },
  { name: "Woodstock Soft Furnishings", contactName: "Lerato Dlamini", leadTimeDays: 21 },
  { name: "Constantia Gallery", contactName: "Claire Fourie", leadTimeDays: 14 },
  { name: "Woodstock Joinery", contactName: "Themba Nkosi", leadTimeDays: 56 },
] as const;
export type SampleSupplierName = (typeof SAMPLE_SUPPLIERS)[number]["name"];

export interface SampleRoom {
  name: string;
  description: string;
  dimensions: string;
  /** Square metres: the product of the dimensions. */
  floorArea: string;
  items: SampleItem[];
}

/** A family home in Constantia, Cape Town, furnished to a luxury brief at 2026 South African prices. */
export const SAMPLE_HOME: readonly SampleRoom[] = [
  {
    name: "Living Room",
    description: "Double-volume living room opening onto the garden terrace, with views of the Constantiaberg.",
    dimensions: "7.2m x 5.8m",
    floorArea: "41.76",
    items: [
      { name: "Three-seater sofa", category: "furniture", quantity: "1", unit: "each", material: "Bouclé on kiln-dried hardwood frame", color: "Oatmeal", size: "2600 x 1000 x 780 mm", specifications: "Feather-wrapped seat cushions, removable covers", unitCost: "38500.00", supplier: "Cape Upholstery Works", leadTime: 56 },
      { name: "Lounge chair", category: "furniture", quantity: "2", unit: "each", material: "Solid walnut and aniline leather", color: "Cognac", size: "780 x 820 x 760 mm", specifications: null, unitCost: "16900.00", supplier: "Cape Upholstery Works", leadTime: 56 },
      { name: "Coffee table", category: "furniture", quantity: "1", unit: "each", material: "Honed travertine", color: "Natural stone", size: "1400 x 800 x 350 mm", specifications: "Sealed against staining", unitCost: "21500.00", supplier: "Stone & Form Studio", leadTime: 42 },
      { name: "Hand-knotted rug", category: "textiles", quantity: "1", unit: "each", material: "New Zealand wool", color: "Sand", size: "3000 x 4000 mm", specifications: "Non-slip underlay included", unitCost: "29800.00", supplier: "Karoo Rug Company", leadTime: 70 },
      { name: "Floor lamp", category: "lighting", quantity: "2", unit: "each", material: "Brushed brass with linen shade", color: "Brass and ivory", size: "Height 1650 mm", specifications: "E27, dimmable LED", unitCost: "7450.00", supplier: "Atlantic Lighting", leadTime: 21 },
      { name: "Sheer curtains", category: "textiles", quantity: "14", unit: "meters", material: "Linen voile", color: "Ivory", size: "Drop 5200 mm", specifications: "Pinch pleat on ceiling track", unitCost: "620.00", supplier: "Woodstock Soft Furnishings", leadTime: 28 },
      { name: "Scatter cushions", category: "accessories", quantity: "6", unit: "each", material: "Linen and velvet", color: "Terracotta and ochre", size: "500 x 500 mm", specifications: "Feather inners", unitCost: "890.00", supplier: "Woodstock Soft Furnishings", leadTime: 14 },
      { name: "Landscape oil on canvas", category: "art", quantity: "1", unit: "each", material: "Oil on canvas, oak frame", color: "Fynbos greens", size: "1200 x 900 mm", specifications: "Original work by a Western Cape artist", unitCost: "45000.00", supplier: "Constantia Gallery", leadTime: 7 },
    ],
  },
  {
    name: "Main Bedroom",
    description: "Main suite with a dressing area and doors to a private balcony.",
    dimensions: "5.4m x 4.8m",
    floorArea: "25.92",
    items: [
      { name: "King bed with upholstered headboard", category: "furniture", quantity: "1", unit: "each", material: "Performance velvet on solid oak base", color: "Stone grey", size: "1830 x 2000 mm", specifications: "Headboard height 1400 mm", unitCost: "34000.00", supplier: "Cape Upholstery Works", leadTime: 49 },
      { name: "Bedside tables", category: "furniture", quantity: "1", unit: "pair", material: "White oak with brass pulls", color: "Natural oak", size: "550 x 400 x 550 mm", specifications: null, unitCost: "12900.00", supplier: "Woodstock Joinery", leadTime: 42 },
      { name: "Bedside pendant", category: "lighting", quantity: "2", unit: "each", material: "Hand-blown glass", color: "Smoke", size: "Ø 250 mm", specifications: "Drop adjustable to 1500 mm", unitCost: "4250.00", supplier: "Atlantic Lighting", leadTime: 28 },
      { name: "Bed linen set", category: "textiles", quantity: "1", unit: "set", material: "400-thread-count cotton percale", color: "White", size: "King", specifications: "Duvet cover, fitted sheet and four pillowcases", unitCost: "5600.00", supplier: "Woodstock Soft Furnishings", leadTime: 14 },
      { name: "Blockout curtains", category: "textiles", quantity: "9.6", unit: "meters", material: "Cotton velvet with blockout lining", color: "Forest green", size: "Drop 2700 mm", specifications: "Wave heading", unitCost: "780.00", supplier: "Woodstock Soft Furnishings", leadTime: 28 },
      { name: "End-of-bed bench", category: "furniture", quantity: "1", unit: "each", material: "Bouclé and oak", color: "Cream", size: "1500 x 450 x 450 mm", specifications: null, unitCost: "9950.00", supplier: "Cape Upholstery Works", leadTime: 42 },
      { name: "Framed photographic print", category: "art", quantity: "1", unit: "each", material: "Archival pigment print, float-mounted", color: "Black and white", size: "1000 x 700 mm", specifications: "Edition of 25", unitCost: "12500.00", supplier: "Constantia Gallery", leadTime: 10 },
    ],
  },
  {
    name: "Kitchen",
    description: "Open-plan kitchen with a marble-topped island seating four.",
    dimensions: "6.0m x 4.2m",
    floorArea: "25.20",
    items: [
      { name: "Counter stool", category: "furniture", quantity: "4", unit: "each", material: "Oak with saddle-leather seat", color: "Tan", size: "Seat height 650 mm", specifications: null, unitCost: "4850.00", supplier: "Woodstock Joinery", leadTime: 35 },
      { name: "Island pendant", category: "lighting", quantity: "3", unit: "each", material: "Spun copper", color: "Burnished copper", size: "Ø 380 mm", specifications: "IP20, dimmable", unitCost: "3650.00", supplier: "Atlantic Lighting", leadTime: 21 },
      { name: "Roman blind", category: "textiles", quantity: "1", unit: "each", material: "Washed linen", color: "Flax", size: "1800 x 1500 mm", specifications: "Chain operated", unitCost: "4200.00", supplier: "Woodstock Soft Furnishings", leadTime: 21 },
      { name: "Stoneware serving bowls", category: "accessories", quantity: "1", unit: "set", material: "Handmade stoneware", color: "Speckled white", size: "Set of three", specifications: null, unitCost: "2400.00", supplier: "Stone & Form Studio", leadTime: 14 },
    ],
  },
  {
    name: "Dining Room",
    description: "Formal dining room for ten, beside the wine cellar.",
    dimensions: "5.0m x 4.0m",
    floorArea: "20.00",
    items: [
      { name: "Dining table", category: "furniture", quantity: "1", unit: "each", material: "Solid oak, oiled", color: "Smoked oak", size: "2400 x 1100 x 750 mm", specifications: "Seats ten", unitCost: "42000.00", supplier: "Woodstock Joinery", leadTime: 63 },
      { name: "Dining chair", category: "furniture", quantity: "8", unit: "each", material: "Oak with woven leather seat", color: "Smoked oak and black", size: "480 x 520 x 800 mm", specifications: null, unitCost: "5900.00", supplier: "Woodstock Joinery", leadTime: 63 },
      { name: "Chandelier", category: "lighting", quantity: "1", unit: "each", material: "Brass and alabaster", color: "Aged brass", size: "Ø 1100 mm", specifications: "Twelve G9 lamps, ceiling reinforcement required", unitCost: "28500.00", supplier: "Atlantic Lighting", leadTime: 84 },
      { name: "Sideboard", category: "furniture", quantity: "1", unit: "each", material: "Walnut veneer with fluted doors", color: "Walnut", size: "2000 x 450 x 800 mm", specifications: "Soft-close doors", unitCost: "24500.00", supplier: "Woodstock Joinery", leadTime: 56 },
      { name: "Ceramic wall installation", category: "art", quantity: "1", unit: "set", material: "Glazed ceramic", color: "Ocean blues", size: "Twelve pieces, 1800 x 1200 mm overall", specifications: "Installed by the artist", unitCost: "18000.00", supplier: "Constantia Gallery", leadTime: 30 },
    ],
  },
  {
    name: "Study",
    description: "Quiet study off the entrance hall, lined with bookshelves.",
    dimensions: "4.0m x 3.5m",
    floorArea: "14.00",
    items: [
      { name: "Writing desk", category: "furniture", quantity: "1", unit: "each", material: "Solid walnut with leather inlay", color: "Walnut and oxblood", size: "1600 x 750 x 760 mm", specifications: "Cable management", unitCost: "19800.00", supplier: "Woodstock Joinery", leadTime: 49 },
      { name: "Desk chair", category: "furniture", quantity: "1", unit: "each", material: "Aniline leather on aluminium swivel base", color: "Black", size: "Standard", specifications: "Height adjustable", unitCost: "11200.00", supplier: "Cape Upholstery Works", leadTime: 28 },
      { name: "Bookshelf", category: "furniture", quantity: "2", unit: "each", material: "Oak with blackened steel frame", color: "Natural oak and black", size: "1000 x 380 x 2400 mm", specifications: "Wall fixed", unitCost: "16500.00", supplier: "Woodstock Joinery", leadTime: 49 },
      { name: "Desk lamp", category: "lighting", quantity: "1", unit: "each", material: "Brass and opal glass", color: "Brass", size: "Height 450 mm", specifications: null, unitCost: "3200.00", supplier: "Atlantic Lighting", leadTime: 14 },
      { name: "Flat-weave rug", category: "textiles", quantity: "1", unit: "each", material: "Wool kilim", color: "Rust and charcoal", size: "2000 x 3000 mm", specifications: null, unitCost: "7900.00", supplier: "Karoo Rug Company", leadTime: 35 },
    ],
  },
];
