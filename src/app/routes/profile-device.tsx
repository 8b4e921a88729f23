export { DevicePage as Component } from '@/features/profile/device/device-page';
