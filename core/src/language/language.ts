/** The languages the product speaks: English, and Arabic at /ar/. */
export type Language = 'en' | 'ar';
