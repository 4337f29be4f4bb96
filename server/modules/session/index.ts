export { sessionRoutes } from './routes';
export { signInAs } from './signIn';
export { passSlider, sliderTarget } from './slider';
export { startSession, takeCaptcha } from './store';
export { newDeviceCheck } from './twoFactor/newDeviceCheck';
export { takeTotpCode } from './twoFactor/totpCode';
export { dropTotp, startTotp, totpState } from './twoFactor/totpStore';
