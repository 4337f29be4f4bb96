export { sessionRoutes } from './routes';
export { signInAs } from './signIn';
export { passSlider, sliderTarget } from './slider';
export { startSession, takeCaptcha } from './store';
