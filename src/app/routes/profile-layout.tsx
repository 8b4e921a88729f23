/** The profile area's sub-navigation (a pathless layout route around the four profile pages). */
export { ProfileLayout as Component } from '@/features/profile/profile-layout';
