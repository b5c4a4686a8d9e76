import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  HTTP_MESSAGES,
  normalizePicks,
  OPTION_API_MESSAGES as M,
  OPTION_LIMITS,
  type OptionGroup as OptionGroupView,
  type OptionGroupPayload,
  paiseToRupees,
  type PricingGroup,
  rupeesToPaise,
  SHOP_API_MESSAGES,
} from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { nameKey } from '../../../common/mongo/name-key';
import { isObjectId } from '../../../common/pipes/parse-object-id.pipe';
import { OptionGroup } from '../schemas/option-group.schema';
import { Product } from '../schemas/product.schema';
import { ShopsService } from '../shops/shops.service';

export type OptionGroupRecord = OptionGroup & { _id: Types.ObjectId };

/** A shop's option groups as an order is priced from them (resolvePicks). */
export interface ShopPricingGroups {
  /** By lower-case group id. */
  byId: ReadonlyMap<string, PricingGroup>;
  /** Every choice id of the shop's groups (lower-case): tells a choice of another item from a removed one. */
  choiceIds: ReadonlySet<string>;
}

/** How long, and for how many shops, an instance keeps the groups it priced from (forPricing). */
const PRICING_GROUPS_KEPT_MS = 60_000;
const PRICING_GROUPS_KEPT_SHOPS = 1_000;

export const NO_PRICING_GROUPS: ShopPricingGroups = Object.freeze({ byId: new Map(), choiceIds: new Set<string>() });

/** The group on the wire (rupees). */
export function toOptionGroupView(g: OptionGroupRecord): OptionGroupView {
  return {
    _id: String(g._id),
    shop_id: String(g.shopId),
    name: g.name,
    selection: g.selection,
    required: Boolean(g.required),
    min_picks: g.minPicks,
    max_picks: g.maxPicks,
    choices: (g.choices ?? []).map((c) => ({
      _id: String(c._id),
      name: c.name,
      price: paiseToRupees(c.pricePaise),
      sold_out: Boolean(c.soldOut),
    })),
  };
}

/** The group as pricing reads it (integer paise). */
export const toPricingGroup = (g: OptionGroupRecord): PricingGroup => ({
  id: String(g._id),
  name: g.name,
  minPicks: g.minPicks,
  maxPicks: g.maxPicks,
  choices: (g.choices ?? []).map((c) => ({
    id: String(c._id),
    name: c.name,
    pricePaise: c.pricePaise,
    soldOut: Boolean(c.soldOut),
  })),
});

const invalid = (errors: Record<string, string>) =>
  new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });

/**
 * A shop's option groups (docs/product.md "Item options"): "Size", "Add-ons", "Sugar", each with
 * its choices, attached to the shop's items by id (MenuService) and reused across them. Reads are
 * public (the storefront's option sheet); every write is the shop owner's (ShopsService.requireOwned:
 * 404 / 403). A name is unique in its shop by a unique index, not a read, so two concurrent
 * creates of "Sugar" give one group and one 409.
 */
@Injectable()
export class OptionGroupsService {
  constructor(
    @InjectModel(OptionGroup.name) private readonly groups: Model<OptionGroup>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly shops: ShopsService,
  ) {}

  /** The groups forPricing read, by shop id, with the shop's `optionsVersion` they were read under. */
  private readonly priced = new Map<string, { version: string; readAt: number; groups: ShopPricingGroups }>();

  // ------------------------------------------------------------------ reads

  /** GET /option-groups/shop/{shopId}: every group of the shop, in creation order (404: no shop). */
  async listForShop(shopId: string): Promise<OptionGroupView[]> {
    if (!(await this.shops.findById(shopId))) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    return (await this.recordsOfShop(shopId)).map(toOptionGroupView);
  }

  /** The shop's groups, in creation order: one read, whatever the number of items that carry them. */
  recordsOfShop(shopId: string | Types.ObjectId): Promise<OptionGroupRecord[]> {
    return this.groups
      .find({ shopId: new Types.ObjectId(String(shopId)) })
      .sort({ createdAt: 1, _id: 1 })
      .lean<OptionGroupRecord[]>()
      .exec();
  }

  /** These groups by id (one read each: on FerretDB an `_id` equality is the cheap read); those gone are left out. */
  async recordsByIds(ids: readonly (string | Types.ObjectId)[]): Promise<Map<string, OptionGroupRecord>> {
    const unique = [...new Set(ids.map((id) => String(id).toLowerCase()))];
    const found = await Promise.all(
      unique.map((id) => this.groups.findById(new Types.ObjectId(id)).lean<OptionGroupRecord>().exec()),
    );
    return new Map(found.flatMap((g) => (g ? [[String(g._id), g] as const] : [])));
  }

  /**
   * The shop's groups as an order is priced from them (the customer's and the counter's). Read
   * once per order at most, and kept in this instance for the next orders of the shop while the
   * shop's `optionsVersion` (read by the caller before this) is the one they were read under:
   * every group write changes it after writing (ShopsService.markOptionsChanged), so the order
   * after a change, on any instance, reads the groups again. Kept at most a minute (should the
   * version's write have been lost) and for the most recently priced 1,000 shops.
   */
  async forPricing(shop: { _id: Types.ObjectId; optionsVersion?: string }): Promise<ShopPricingGroups> {
    const key = String(shop._id);
    const version = shop.optionsVersion;
    const kept = this.priced.get(key);
    if (version && kept?.version === version && performance.now() - kept.readAt < PRICING_GROUPS_KEPT_MS) return kept.groups;
    const readAt = performance.now();
    const records = await this.recordsOfShop(shop._id);
    const byId = new Map(records.map((g) => [String(g._id), toPricingGroup(g)]));
    const choiceIds = new Set(records.flatMap((g) => (g.choices ?? []).map((c) => String(c._id))));
    const groups = { byId, choiceIds };
    if (version) {
      this.priced.delete(key); // re-inserted last: the Map's order is the eviction order
      this.priced.set(key, { version, readAt, groups });
      if (this.priced.size > PRICING_GROUPS_KEPT_SHOPS) this.priced.delete(this.priced.keys().next().value as string);
    }
    return groups;
  }

  // ------------------------------------------------------------------ writes

  /** POST /option-groups: at most 100 a shop (409), the name new in the shop (409). */
  async create(ownerId: string, body: OptionGroupPayload & { shop_id: string }): Promise<OptionGroupView> {
    const shop = await this.shops.requireOwned(body.shop_id, ownerId);
    const choiceWithId = body.choices.findIndex((c) => c._id !== undefined);
    if (choiceWithId >= 0) throw invalid({ [`choices.${choiceWithId}._id`]: M.choiceNotInGroup });
    if ((await this.groups.countDocuments({ shopId: shop._id })) >= OPTION_LIMITS.groupsPerShopMax) {
      throw new ConflictException(M.tooManyGroups);
    }
    try {
      const created = await this.groups.create({ shopId: shop._id, ...this.fields(body, []) });
      await this.shops.markOptionsChanged(shop._id);
      return toOptionGroupView(created.toObject() as OptionGroupRecord);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(M.groupNameTaken) : error;
    }
  }

  /**
   * PUT /option-groups/{id}: the group as given. A choice with an `_id` keeps it (one of the
   * group's, else 422) and, without `sold_out`, its sold-out mark; a new choice gets a new id.
   * Every item carrying the group shows the change; no order does (orders keep what they priced).
   */
  async update(ownerId: string, id: string, body: OptionGroupPayload): Promise<OptionGroupView> {
    const group = await this.owned(ownerId, id);
    // Each `_id` one of the group's choices, and named once (a second use is no choice of the group either).
    const unclaimed = new Set(group.choices.map((c) => String(c._id)));
    const stranger = body.choices.findIndex((c) => c._id !== undefined && !unclaimed.delete(c._id.toLowerCase()));
    if (stranger >= 0) throw invalid({ [`choices.${stranger}._id`]: M.choiceNotInGroup });
    try {
      const row = await this.groups
        .findByIdAndUpdate(group._id, { $set: this.fields(body, group.choices) }, { returnDocument: 'after' })
        .lean<OptionGroupRecord>()
        .exec();
      if (!row) throw new NotFoundException(M.groupNotFound); // deleted meanwhile
      await this.shops.markOptionsChanged(group.shopId);
      return toOptionGroupView(row);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(M.groupNameTaken) : error;
    }
  }

  /** PATCH /option-groups/{id}/choices/{choiceId}/availability: the choice's sold-out mark, and its name for the answer. */
  async setChoiceSoldOut(
    ownerId: string,
    id: string,
    choiceId: string,
    soldOut: boolean,
  ): Promise<{ group: OptionGroupView; choiceName: string }> {
    const group = await this.owned(ownerId, id);
    const choice = group.choices.find((c) => String(c._id) === choiceId.toLowerCase());
    if (!choice) throw new NotFoundException(M.choiceNotInGroup);
    // The whole list is written: an update through an array of subdocuments (a positional `$`)
    // matches nothing on FerretDB over PostgreSQL.
    const choices = group.choices.map((c) => (c === choice ? { ...c, soldOut } : c));
    const row = await this.groups
      .findByIdAndUpdate(group._id, { $set: { choices } }, { returnDocument: 'after' })
      .lean<OptionGroupRecord>()
      .exec();
    if (!row) throw new NotFoundException(M.groupNotFound);
    await this.shops.markOptionsChanged(group.shopId);
    return { group: toOptionGroupView(row), choiceName: choice.name };
  }

  /** DELETE /option-groups/{id}: the group goes, and leaves every item of the shop that carried it. */
  async remove(ownerId: string, id: string): Promise<void> {
    const group = await this.owned(ownerId, id);
    await this.groups.deleteOne({ _id: group._id }).exec();
    await this.shops.markOptionsChanged(group.shopId);
    // After the delete: were this step cut short, reads leave out an id whose group is gone.
    await this.products
      .updateMany({ shopId: group.shopId, optionGroupIds: group._id }, { $pull: { optionGroupIds: group._id } })
      .exec();
  }

  /** The group, if it is of a shop this shopkeeper owns: 404 when there is none, 403 when it is another's. */
  private async owned(ownerId: string, id: string): Promise<OptionGroupRecord> {
    const group = isObjectId(id) ? await this.groups.findById(id).lean<OptionGroupRecord>().exec() : null;
    if (!group) throw new NotFoundException(M.groupNotFound);
    await this.shops.requireOwned(String(group.shopId), ownerId);
    return group;
  }

  /** The stored fields of a valid payload: names trimmed, rupees to paise, picks normalized. */
  private fields(body: OptionGroupPayload, current: readonly OptionGroup['choices'][number][]) {
    const name = body.name.trim();
    const byId = new Map(current.map((c) => [String(c._id), c]));
    const choices = body.choices.map((c) => {
      const kept = c._id === undefined ? undefined : byId.get(c._id.toLowerCase());
      return {
        _id: kept?._id ?? new Types.ObjectId(),
        name: c.name.trim(),
        pricePaise: rupeesToPaise(c.price),
        soldOut: c.sold_out ?? Boolean(kept?.soldOut),
      };
    });
    const picks = normalizePicks({
      selection: body.selection,
      required: body.required,
      min_picks: body.min_picks,
      max_picks: body.max_picks,
      choiceCount: choices.length,
    });
    return {
      name,
      nameKey: nameKey(name),
      selection: body.selection,
      required: body.required,
      minPicks: picks.min_picks,
      maxPicks: picks.max_picks,
      choices,
    };
  }
}
