import { apiError } from '../../errors';

/**
 * The game a launch names. Sites of the platform family send it as `roomId`, this site as
 * `nodeId`; either is the game's id. Both, naming different games, is refused rather than one
 * silently chosen: the caller meant one of them and would be shown the other. Neither is the same
 * refusal the schema gave when nodeId was required.
 */
export function launchTarget(input: { nodeId?: number | undefined; roomId?: number | undefined }): number {
  const { nodeId, roomId } = input;
  if (nodeId !== undefined && roomId !== undefined && nodeId !== roomId) throw apiError('VALIDATION_FAILED', { field: 'roomId', reason: 'errors:reason_room_not_node' }, 'roomId');
  const id = nodeId ?? roomId;
  if (id === undefined) throw apiError('VALIDATION_FAILED', { field: 'nodeId', reason: 'errors:reason_required' }, 'nodeId');
  return id;
}
