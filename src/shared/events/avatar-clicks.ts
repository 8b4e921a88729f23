/** The avatar menu's click events (docs/tracking-plan.md); an element names one in `data-track`. */
const AVATAR_CLICK_EVENTS = [
  'avatar_go_storage',
  'avatar_go_advanced_credits',
  'avatar_go_basic_credits',
  'avatar_go_vip_price_page',
] as const;
export type AvatarClickEvent = (typeof AVATAR_CLICK_EVENTS)[number];

export function isAvatarClickEvent(name: string): name is AvatarClickEvent {
  return (AVATAR_CLICK_EVENTS as readonly string[]).includes(name);
}
