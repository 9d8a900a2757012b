/** The languages the product speaks (issue 13): English, and Arabic at /ar/. */
export type Language = 'en' | 'ar';
