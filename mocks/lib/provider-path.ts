/** The mock payment provider's cashier page (mocks/provider-page.tsx), on the site's own origin. */
export const MOCK_PROVIDER_PATH = '/__mock__/provider';
