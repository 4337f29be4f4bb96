export { chatRoutes } from './routes';
export { visitorConversation } from './service';
export { actOnChat, chatOperators, chatQueue, chatThread, sendAsOperator } from './desk';
