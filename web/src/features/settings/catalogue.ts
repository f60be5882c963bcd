/** The text catalogue's product name (SPEC §9: the company name and copyright live in the text catalogue), until the company's loads. */
export const PRODUCT_NAME = 'HR Workforce';
