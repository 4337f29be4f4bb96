export { sessionRoutes } from './routes';
export { refuseOtherPortal, signInAs } from './signIn';
export { passSlider, sliderTarget } from './slider';
export { startSession, takeCaptcha } from './store';
